/** The AppID every auth payload carries (spec point 9). */
export const APP_ID = 5

/** Number of digits in a one-time code (spec point 9). */
export const OTP_LENGTH = 6
