/** The captcha domain (spec 001 §4, §8; 002 §4, §8, §9): the library loaded on demand and its widget. */
export * from './captcha-loader';
export { CaptchaWidget, type CaptchaHandle } from './CaptchaWidget';
