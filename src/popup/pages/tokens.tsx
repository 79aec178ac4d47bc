export { TokensRoot as TokensPage } from '../features/tokens/TokensRoot';
