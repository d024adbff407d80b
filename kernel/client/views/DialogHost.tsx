import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { observer } from 'mobx-react-lite';
import { DialogService, type DialogContribution, type DialogId, type DialogProps } from '../dialogs';
import { ErrorBoundary } from '../error-boundary';
import { PluginScope, useRegistry, useService } from '../react';

const components = new WeakMap<DialogContribution, LazyExoticComponent<ComponentType<DialogProps>>>();

function componentOf(dialog: DialogContribution): LazyExoticComponent<ComponentType<DialogProps>> {
  let component = components.get(dialog);
  if (!component) {
    component = lazy(dialog.load as () => Promise<{ default: ComponentType<DialogProps> }>);
    components.set(dialog, component);
  }
  return component;
}

/**
 * Renders the open dialogs the active plugins contribute. A dialog's code is downloaded the first
 * time it opens; a dialog that fails to load or render is closed with a log line, not the page.
 * An id no active plugin contributes is ignored (its plugin is disabled).
 */
export const DialogHost = observer(function DialogHost() {
  const { dialogs } = useRegistry();
  const service = useService<DialogService>(DialogService);
  // A dialog that failed is closed, and its code is asked for again at its next opening (the
  // failure may have been a download that vanished after a deploy).
  const failed = (dialog: DialogContribution, id: DialogId) => {
    components.delete(dialog);
    service.close(id);
  };
  return (
    <>
      {service.openIds.map((id: DialogId) => {
        const dialog = dialogs.find((d) => d.id === id);
        if (!dialog) return null;
        const Dialog = componentOf(dialog);
        return (
          <PluginScope key={id} pluginId={dialog.pluginId}>
            <ErrorBoundary name={`dialog ${id}`} fallback={null} onError={() => failed(dialog, id)}>
              <Suspense fallback={null}>
                <Dialog props={service.propsOf(id) as never} onClose={() => service.close(id)} />
              </Suspense>
            </ErrorBoundary>
          </PluginScope>
        );
      })}
    </>
  );
});
