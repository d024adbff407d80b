import { PluginScope, useRegistry } from '@kernel/client/react';
import { DialogHost } from '@kernel/client/views/DialogHost';

/**
 * Everything plugins contribute to the `popup` slot (always-mounted pieces: the watermark, …) and
 * the dialogs they contribute (login, captcha, …), rendered by the kernel's DialogHost when opened.
 */
export function PopupSlots() {
  const slots = useRegistry().slots('popup');
  return (
    <>
      {slots.map(({ id, pluginId, component: Popup }) => (
        <PluginScope key={id} pluginId={pluginId}>
          <Popup />
        </PluginScope>
      ))}
      <DialogHost />
    </>
  );
}
