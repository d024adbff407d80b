import type { DialogProps } from '@kernel/client/dialogs';
import { DialogShell } from '@kernel/client/views/DialogShell';

/** The home page's 幸运抽奖 popup. */
export default function LuckyDrawDialog({ onClose }: DialogProps<'activities.luckyDraw'>) {
  return <DialogShell title="幸运抽奖" onClose={onClose}>{null}</DialogShell>;
}
