/** Below this width the app's navigation collapses into a menu above the page. */
export const NARROW_SCREEN = 'screen and (max-width: 720px)';
