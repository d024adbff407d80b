/**
 * The plugin's dialogs (DialogService ids), apart from the contract so that the site's first load
 * carries the ids only: `dialogs.open(OrdersDialogs.invoice, { orderNo, planName, amount })`.
 */
export const OrdersDialogs = {
  /** 申请发票 for a 已开通 order (个人 or 企业, 抬头, 税号, 邮箱). */
  invoice: 'orders.invoice',
} as const;

/** What the invoice dialog shows of its order. */
export interface InvoiceDialogProps {
  readonly orderNo: string;
  readonly planName: string;
  /** '3,980.00' (yuan) */
  readonly amount: string;
}

declare module '@kernel/client/dialogs' {
  interface DialogMap {
    'orders.invoice': InvoiceDialogProps;
  }
}
