// What every password Vaultline asks to be set must be: the wallet's, a new one, a backup file's.
export const PASSWORD_MIN = 8;
/** A backup file can be attacked offline for as long as it exists: a weak password is refused for it. */
export const BACKUP_PASSWORD_MIN_SCORE = 2;
