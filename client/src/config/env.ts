/** Build-time settings of the client. */
import { STORAGE_KEYS } from '@app/shared';

export const API_BASE_URL = '/api';
/** localStorage key of the last language choice, as an option value (EN-US, ZH-CN, ZH-TW); profiles keep their own. */
export const LANG_STORAGE_KEY = STORAGE_KEYS.lang;
/** The loading overlay appears only for calls slower than this, so quick calls do not flash it. */
export const LOADING_OVERLAY_DELAY_MS = 250;
export const TOAST_AUTOHIDE_MS = 6000;
