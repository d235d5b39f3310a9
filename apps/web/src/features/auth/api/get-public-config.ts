/** Moved to components/captcha (the cart's request uses it too). */
export {
  loadPublicConfig,
  type PublicConfig,
  usePublicConfig,
} from '../../../components/captcha/public-config';
