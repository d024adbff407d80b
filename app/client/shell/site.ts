/** Contact facts shown in several places of the shell. */
export const HOTLINE = '400-860-2026';
export const SERVICE_HOURS = '工作日 9:00-18:00';
export const SERVICE_EMAIL = 'service@zaojiazhibiao.cn';
export const BD_EMAIL = 'bd@zaojiazhibiao.cn';
