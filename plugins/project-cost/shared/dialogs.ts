/**
 * The project-cost column's dialogs (ids for the kernel DialogService, namespaced by the plugin id).
 * 'project-cost.noDataFeedback': 数据反馈 of a search without results (the no-data feedback form;
 * closing it in any way clears the keyword and refreshes the search).
 */
export const ProjectCostDialogs = {
  noDataFeedback: 'project-cost.noDataFeedback',
} as const;

declare module '@kernel/client/dialogs' {
  interface DialogMap {
    'project-cost.noDataFeedback': void;
  }
}
