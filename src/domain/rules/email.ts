/** The e-mail format every screen, the import and the command line accept: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` (trimmed) is an e-mail address. */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
