/** The plugin's dialogs, opened through the kernel's DialogService. */
export const ActivitiesDialogs = {
  /** The home page's 幸运抽奖 popup (the older lucky draw), offered after a login. */
  luckyDraw: 'activities.luckyDraw',
} as const;

declare module '@kernel/client/dialogs' {
  interface DialogMap {
    'activities.luckyDraw': void;
  }
}
