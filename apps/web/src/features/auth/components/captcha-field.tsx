/** Moved to components/captcha (the cart's request uses it too). */
export { CaptchaField } from '../../../components/captcha/captcha-field';
