export { NetworkRoot as NetworkPage } from '../features/network/NetworkRoot';
