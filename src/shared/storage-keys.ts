/** localStorage keys and values shared by the inline head script and the app. */
export const THEME_KEY = 'theme';
export const BANNER_KEY = 'notification-dismissed';
/** The value that marks the webpack 5 banner as dismissed. */
export const BANNER_DISMISSED = '3';
