/** The captcha picture's size as the sandbox draws it (server/contact/captchaImage.ts). */
export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 70;
