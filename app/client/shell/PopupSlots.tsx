import { useRegistry } from '@kernel/client/react';

/** Everything plugins contribute to the `popup` slot: dialogs and hosts (login, captcha, …). */
export function PopupSlots() {
  const slots = useRegistry().slots('popup');
  return (
    <>
      {slots.map(({ id, component: Popup }) => (
        <Popup key={id} />
      ))}
    </>
  );
}
