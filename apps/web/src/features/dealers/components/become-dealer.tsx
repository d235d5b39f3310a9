import { dealerApplicationBodySchema } from '@sp/shared/api/dealers';
import { BecomeApplication } from '../../../components/become-application';
import { useApplyDealer } from '../api/apply-dealer';
import { useOwnDealerApplication } from '../api/own-dealer-application';

/**
 * The owner's «Дилер» on /app/profile-company of a regular main company: the latest request to become a dealer with
 * its status and the administrator's comment, and «Стать дилером» when there is none or it was declined.
 */
export function BecomeDealer() {
  return (
    <BecomeApplication
      latest={useOwnDealerApplication()}
      apply={useApplyDealer()}
      about={
        'Дилер раздаёт промокоды платформы со скидкой на тарифы и пакеты и получает на баланс долю от каждой ' +
        'покупки по своему промокоду. Подайте заявку: администраторы проверят её и примут решение.'
      }
      acceptedText="компания — дилер"
      title="Стать дилером"
      intro={
        'Дилер получает свои промокоды и долю от покупок по ним. Расскажите администраторам, где и кому вы ' +
        'будете распространять промокоды.'
      }
      noteLabel="Где и кому вы будете распространять промокоды"
      schema={dealerApplicationBodySchema}
      maxNote={2000}
    />
  );
}
