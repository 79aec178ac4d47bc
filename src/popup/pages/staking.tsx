export { StakingRoot as StakingPage } from '../features/staking/StakingRoot';
