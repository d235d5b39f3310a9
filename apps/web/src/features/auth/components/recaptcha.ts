/** Moved to components/captcha (the cart's request uses it too). */
export { loadRecaptcha, RECAPTCHA_ERROR, recaptchaToken } from '../../../components/captcha/recaptcha';
