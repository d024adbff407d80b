import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { observer } from 'mobx-react-lite';
import { DialogService, type DialogContribution, type DialogId, type DialogProps } from '../dialogs';
import { ErrorBoundary } from '../error-boundary';
import { useRegistry, useService } from '../react';

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
 * time it opens; a dialog that fails to load or render is dropped with a log line, not the page.
 * An id no active plugin contributes is ignored (its plugin is disabled).
 */
export const DialogHost = observer(function DialogHost() {
  const { dialogs } = useRegistry();
  const service = useService<DialogService>(DialogService);
  return (
    <>
      {service.openIds.map((id: DialogId) => {
        const dialog = dialogs.find((d) => d.id === id);
        if (!dialog) return null;
        const Dialog = componentOf(dialog);
        return (
          <ErrorBoundary key={id} name={`dialog ${id}`} fallback={null}>
            <Suspense fallback={null}>
              <Dialog props={service.propsOf(id) as never} onClose={() => service.close(id)} />
            </Suspense>
          </ErrorBoundary>
        );
      })}
    </>
  );
});
