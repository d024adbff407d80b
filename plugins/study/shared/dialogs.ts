/**
 * The ids of the study dialogs (their payloads are declared in ./contract). A module of its own:
 * the plugin's client entry, on the site's first load, needs these ids and nothing else.
 */
export const StudyDialogs = { reader: 'study.reader', video: 'study.video' } as const;
