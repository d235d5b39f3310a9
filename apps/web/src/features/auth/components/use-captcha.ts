/** Moved to components/captcha (the cart's request uses it too). */
export { useCaptcha } from '../../../components/captcha/use-captcha';
