import { PaymentOutcomePage } from '../../features/payment-outcome/components/payment-outcome-page';

export function Component() {
  return <PaymentOutcomePage outcome="canceled" />;
}
