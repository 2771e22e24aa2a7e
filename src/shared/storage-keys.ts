/** localStorage keys and values shared by the inline head script and the app. */
export const THEME_KEY = 'theme';
export const BANNER_KEY = 'notification-dismissed';
/** The value that marks the webpack 5 banner as dismissed. */
export const BANNER_DISMISSED = '3';
/** localStorage: '1' while the reader keeps the update notice collapsed. */
export const UPDATE_COLLAPSED_KEY = 'update-notice-collapsed';
/** sessionStorage: the url and scroll position to restore after the update notice reloads the page. */
export const UPDATE_SCROLL_KEY = 'update-scroll';
