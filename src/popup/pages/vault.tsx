export { VaultRoot as VaultPage } from '../features/vault/VaultRoot';
