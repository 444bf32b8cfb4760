/**
 * Who may refund: owners and managers (the route's role; staff get 403). The dashboard knows the member's role and
 * says it once around its panel; without it nobody sees the Refund button.
 */
import { createContext, useContext } from 'react';

export const RefundPermission = createContext(false);

export const useCanRefund = () => useContext(RefundPermission);
