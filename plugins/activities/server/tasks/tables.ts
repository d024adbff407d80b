/** The tables of the tasks area (migrations/004_tasks.ts). */
export const CARD_TABLE = 'activities_card';
export const CARD_DRAW_TABLE = 'activities_card_draw';
export const CARD_CLAIM_TABLE = 'activities_card_claim';
export const QUIZ_QUESTION_TABLE = 'activities_quiz_question';
export const QUIZ_ANSWER_TABLE = 'activities_quiz_answer';
export const TASK_TABLE = 'activities_task';
export const TASK_DONE_TABLE = 'activities_task_done';
export const INVITE_TABLE = 'activities_invite';
export const INVITE_VISIT_TABLE = 'activities_invite_visit';
