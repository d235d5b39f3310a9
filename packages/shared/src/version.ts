/** The application version shown in the sidebar footer, /api/health/ and the release notes (SPEC §9). */
export const APP_VERSION = '2.5.1';
