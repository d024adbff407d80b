/** The feedback plugin's dialogs, opened through the kernel's DialogService: `dialogs.open(FeedbackDialogs.form)`. */
export const FeedbackDialogs = {
  /** 意见反馈: the header feedback dialog (desc, name prefilled from fullName, contact). */
  form: 'feedback.form',
} as const;

declare module '@kernel/client/dialogs' {
  interface DialogMap {
    'feedback.form': void;
  }
}
