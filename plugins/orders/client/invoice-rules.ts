import { INVOICE_EMAIL_MAX, INVOICE_EMAIL_PATTERN, INVOICE_TITLE_MAX, OrdersMessages, TAX_NO_PATTERN, type InvoiceRequest } from '../shared/contract';

/** The invoice form's values as typed. */
export interface InvoiceForm {
  titleType: InvoiceRequest['titleType'];
  title: string;
  taxNo: string;
  email: string;
}

export type InvoiceErrors = Partial<Record<'title' | 'taxNo' | 'email', string>>;

export const INVOICE_TITLE_MIN = 2;

/**
 * The rules of an invoice request, field by field (the contract's `invoiceProblem`, which the server
 * applies, names the first problem only): a title of 2–100 characters (个人: the person's name, 企业:
 * the company's full name), a 统一社会信用代码 of 18 characters for a company, an e-mail address of
 * at most 100 characters. The messages are the contract's; an empty field is asked for.
 */
export function checkInvoice(form: InvoiceForm): InvoiceErrors {
  const errors: InvoiceErrors = {};
  const title = form.title.trim();
  const company = form.titleType === 'company';
  if (!title) errors.title = company ? '请输入企业名称' : '请输入个人姓名';
  else if (title.length < INVOICE_TITLE_MIN || title.length > INVOICE_TITLE_MAX) errors.title = company ? OrdersMessages.invoiceTitleCompany : OrdersMessages.invoiceTitlePersonal;
  if (company) {
    const taxNo = form.taxNo.trim().toUpperCase();
    if (!taxNo) errors.taxNo = '请输入税号（统一社会信用代码）';
    else if (!TAX_NO_PATTERN.test(taxNo)) errors.taxNo = OrdersMessages.invoiceTaxNo;
  }
  const email = form.email.trim();
  if (!email) errors.email = '请输入接收电子发票的邮箱';
  else if (email.length > INVOICE_EMAIL_MAX || !INVOICE_EMAIL_PATTERN.test(email)) errors.email = OrdersMessages.invoiceEmail;
  return errors;
}

/** The request of a checked form. */
export function invoiceRequest(orderNo: string, form: InvoiceForm): InvoiceRequest {
  const company = form.titleType === 'company';
  return {
    orderNo,
    titleType: form.titleType,
    title: form.title.trim(),
    ...(company ? { taxNo: form.taxNo.trim().toUpperCase() } : {}),
    email: form.email.trim(),
  };
}
