import { municipalApplicationBodySchema } from '@sp/shared/api/passports';
import { BecomeApplication } from '../../../components/become-application';
import { useApplyMunicipal } from '../api/apply-municipal';
import { useOwnMunicipalApplication } from '../api/own-municipal-application';

/**
 * The owner's «Муниципальная организация» on /app/profile-company of a regular company: the latest request to
 * become one with its status and the administrator's comment, and «Стать муниципальной организацией» when there is
 * none or it was declined.
 */
export function BecomeMunicipal() {
  return (
    <BecomeApplication
      latest={useOwnMunicipalApplication()}
      apply={useApplyMunicipal()}
      about={
        'Муниципальная организация управляет кладбищами города и оформляет паспорта захоронений. Если ваша ' +
        'компания — такая организация, подайте заявку: администраторы проверят её и примут решение.'
      }
      acceptedText="компания — муниципальная организация"
      title="Стать муниципальной организацией"
      intro={
        'Муниципальная организация управляет кладбищами и оформляет паспорта захоронений. Расскажите ' +
        'администраторам, что это за организация и какие кладбища она обслуживает.'
      }
      noteLabel="Об организации"
      schema={municipalApplicationBodySchema}
      maxNote={2000}
    />
  );
}
