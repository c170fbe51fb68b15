import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactList } from '../../../components/customer-service/contact-list.tsx';

/** The state pages' customer-service button: opens the contact channels in place. */
export function CustomerServiceDisclosure() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="state-cs">
      <button
        type="button"
        className="btn btn--primary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {t('state.customer_service')}
      </button>
      {open ? (
        <div id={id} className="state-cs__panel">
          <ContactList />
        </div>
      ) : null}
    </div>
  );
}
