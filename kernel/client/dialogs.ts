import { action, makeObservable, observable } from 'mobx';
import type { ComponentType } from 'react';

/**
 * The ids of every dialog and popup of the site, and what each receives when opened. Empty here:
 * each plugin adds its own ids from its `shared/` contract by declaration merging, e.g.
 *
 *   declare module '@kernel/client/dialogs' {
 *     interface DialogMap { 'catalogue.noRights': void; 'catalogue.share': { id: number } }
 *   }
 *
 * The kernel knows no dialog: it opens, closes and renders what plugins contribute.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface DialogMap {}

export type DialogId = Extract<keyof DialogMap, string>;

/** The arguments of `open(id, …)`: none for a `void` dialog, its props otherwise. */
export type DialogArgs<K extends DialogId> = DialogMap[K] extends void | undefined ? [props?: DialogMap[K]] : [props: DialogMap[K]];

/** What a contributed dialog component receives from the host. */
export interface DialogProps<K extends DialogId = DialogId> {
  /** The props given to `open`. */
  readonly props: DialogMap[K];
  /** Closes this dialog (the same as `dialogs.close(id)`). */
  readonly onClose: () => void;
}

/** A dialog a plugin contributes: its id and its lazily loaded component. */
export interface DialogContribution<K extends DialogId = DialogId> {
  readonly id: K;
  /** The dialog's code, downloaded the first time it opens. */
  readonly load: () => Promise<{ default: ComponentType<DialogProps<K>> }>;
}

/** Declares a dialog contribution with its id's props type checked. */
export function defineDialog<K extends DialogId>(dialog: DialogContribution<K>): DialogContribution {
  return dialog as unknown as DialogContribution;
}

export const DialogService = Symbol('DialogService');

/** Opens and closes the contributed dialogs; observable, so views re-render on change. */
export interface DialogService {
  open<K extends DialogId>(id: K, ...args: DialogArgs<K>): void;
  close(id: DialogId): void;
  isOpen(id: DialogId): boolean;
  /** The props of an open dialog, undefined when closed. */
  propsOf<K extends DialogId>(id: K): DialogMap[K] | undefined;
  /** The open dialogs, in the order they were opened. */
  readonly openIds: readonly DialogId[];
  /** Closes every open dialog; their owners see it through `isOpen` (an open login dialog counts as dismissed). */
  closeAll(): void;
}

export class MobxDialogService implements DialogService {
  private readonly open_ = observable.map<DialogId, unknown>({}, { deep: false });

  constructor() {
    makeObservable(this, { open: action, close: action, closeAll: action });
  }

  open<K extends DialogId>(id: K, ...args: DialogArgs<K>): void {
    // Re-opening an open dialog replaces its props and moves it to the top.
    this.open_.delete(id);
    this.open_.set(id, args[0]);
  }

  close(id: DialogId): void {
    this.open_.delete(id);
  }

  closeAll(): void {
    this.open_.clear();
  }

  isOpen(id: DialogId): boolean {
    return this.open_.has(id);
  }

  propsOf<K extends DialogId>(id: K): DialogMap[K] | undefined {
    return this.open_.get(id) as DialogMap[K] | undefined;
  }

  get openIds(): readonly DialogId[] {
    return [...this.open_.keys()];
  }
}
