import { useRef, type FormEvent, type ReactNode } from 'react';
import { Box, CloseButton, Dialog, Flex, Portal, type DialogContentProps } from '@chakra-ui/react';
// The dialog's recipe loads with the dialogs, not with the site's theme (app/client/shell/theme.ts).
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

/**
 * The fields initial focus may go to, in document order: the first enabled text-like control (or
 * an element marked `data-autofocus`, which wins).
 */
const FIRST_FIELD =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly]), select:not([disabled])';

export interface DialogShellProps {
  /**
   * The dialog's accessible name, shown in the header bar. With a custom `header`, the header must
   * render `<DialogTitle>` itself and `title` is only used as the form's label.
   */
  readonly title: ReactNode;
  /** A line under the title (the dialog's accessible description). */
  readonly description?: ReactNode;
  /** An icon before the title in the header bar. */
  readonly icon?: ReactNode;
  /** Replaces the header bar (e.g. a coloured banner); render `<DialogTitle>` inside it. */
  readonly header?: ReactNode;
  /**
   * Closes the dialog: the close button, Escape (unless `closeOnEscape` is false), a click outside
   * (unless `modal`), 取消.
   */
  readonly onClose: () => void;
  /** Open by default: the DialogHost mounts a contributed dialog only while it is open. */
  readonly open?: boolean;
  /** The width of the dialog, e.g. `520px`. */
  readonly width?: string;
  /** The body. */
  readonly children?: ReactNode;
  /** The actions at the bottom (buttons), right-aligned; none: no footer. */
  readonly footer?: ReactNode;
  /**
   * Makes body and footer one `<form>` (labelled by `formLabel` or the title's text): a submit
   * button in the footer submits it. The handler receives the submit event (call preventDefault
   * is done for it).
   */
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The accessible label of the form; defaults to `title` when it is a string. */
  readonly formLabel?: string;
  /**
   * `dialog` (default) or `alertdialog` for a message that asks for an answer (success, failure,
   * confirmation).
   */
  readonly role?: 'dialog' | 'alertdialog';
  /** A click outside does not close it (forms whose input would be lost). */
  readonly modal?: boolean;
  /** Escape closes it (default); `false` for a dialog only its own buttons may close. */
  readonly closeOnEscape?: boolean;
  /**
   * The stacking order of backdrop and dialog, for a dialog that must sit above another open one
   * (e.g. `var(--chakra-z-index-popover)`); by default the theme's dialog layer.
   */
  readonly zIndex?: string;
  /**
   * Where focus goes when it opens: the first field (default, falls back to the first button), or
   * `content` for the dialog itself (messages without fields).
   */
  readonly initialFocus?: 'first-field' | 'content';
  /** Label of the close button (default 关闭); `false` hides the button. */
  readonly closeLabel?: string | false;
  /** The close button on a dark header (white icon). */
  readonly closeOnDark?: boolean;
  /** Extra style of the dialog's box (padding, text alignment, overflow, shadow). */
  readonly contentProps?: Omit<DialogContentProps, 'children'>;
  /** The body's padding (default `py="5"`); `0` for bodies that lay themselves out. */
  readonly bodyPadding?: DialogContentProps['p'];
  /** A test id on the dialog's box. */
  readonly testId?: string;
}

/**
 * The one dialog chrome of the site (Chakra's Dialog): centred, a header bar with the title and a
 * close button, a body, a footer with the actions, initial focus on the first field, role and
 * labels for assistive technology (the title names the dialog, the description describes it).
 * Plugins contribute dialogs through the DialogService; their component renders a DialogShell:
 *
 *   export default function NoRightsDialog({ onClose }: DialogProps<'catalogue.noRights'>) {
 *     return <DialogShell title="暂无权限" onClose={onClose} footer={<Button onClick={onClose}>知道了</Button>}>…</DialogShell>;
 *   }
 */
export function DialogShell(props: DialogShellProps) {
  const {
    title,
    description,
    icon,
    header,
    onClose,
    open = true,
    width = '520px',
    children,
    footer,
    onSubmit,
    formLabel,
    role = 'dialog',
    modal = false,
    closeOnEscape = true,
    initialFocus = 'first-field',
    closeLabel = '关闭',
    closeOnDark = false,
    contentProps,
    bodyPadding,
    testId,
    zIndex,
  } = props;
  const content = useRef<HTMLDivElement>(null);

  const focusTarget = (): HTMLElement | null => {
    const box = content.current;
    if (!box) return null;
    if (initialFocus === 'content') return box;
    const marked = box.querySelector<HTMLElement>('[data-autofocus]');
    if (marked) return marked;
    return box.querySelector<HTMLElement>(FIRST_FIELD) ?? box.querySelector<HTMLElement>('button:not([disabled]):not([data-dialog-close])');
  };

  const body = (
    <>
      {children !== undefined && children !== null ? (
        <Dialog.Body {...(bodyPadding !== undefined ? { p: bodyPadding } : { py: '5' })}>{children}</Dialog.Body>
      ) : null}
      {footer ? (
        <Dialog.Footer borderTopWidth="1px" borderColor="page.border" py="3" gap="3">
          {footer}
        </Dialog.Footer>
      ) : null}
    </>
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(event);
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      placement="center"
      role={role}
      closeOnInteractOutside={!modal}
      closeOnEscape={closeOnEscape}
      initialFocusEl={focusTarget}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop zIndex={zIndex} />
        <Dialog.Positioner zIndex={zIndex}>
          <Dialog.Content ref={content} w={width} maxW={width} borderRadius="10px" data-testid={testId} {...contentProps}>
            {header ?? (
              <Dialog.Header borderBottomWidth="1px" borderColor="page.border" py="4" display="block">
                <Flex align="center" gap="2">
                  {icon ? (
                    <Box color="brand.600" fontSize="18px" aria-hidden="true" display="inline-flex">
                      {icon}
                    </Box>
                  ) : null}
                  <Dialog.Title fontSize="17px">{title}</Dialog.Title>
                </Flex>
                {description ? (
                  <Dialog.Description fontSize="13px" color="page.muted" mt="1">
                    {description}
                  </Dialog.Description>
                ) : null}
              </Dialog.Header>
            )}
            {onSubmit ? (
              <form onSubmit={submit} noValidate aria-label={formLabel ?? (typeof title === 'string' ? title : undefined)}>
                {body}
              </form>
            ) : (
              body
            )}
            {closeLabel !== false ? (
              <Dialog.CloseTrigger asChild top="3" insetEnd="3">
                <CloseButton
                  size="sm"
                  aria-label={closeLabel}
                  data-dialog-close=""
                  {...(closeOnDark ? { color: 'white', _hover: { bg: 'whiteAlpha.300' } } : {})}
                />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The dialog's title, for a custom `header` (names the dialog for assistive technology). */
export const DialogTitle = Dialog.Title;
/** The dialog's description, for a custom `header`. */
export const DialogDescription = Dialog.Description;
/** Wraps a footer button that closes the dialog (e.g. 取消) without its own handler. */
export const DialogCloseAction = Dialog.ActionTrigger;
