/** The activity bank's texts, as spec authoring §2, §4 and §8 give them. */
export const LOCK_REFUSED_TITLE = 'Unable to edit activity';
export const LOCK_REFUSED_MESSAGE = 'You are unable to edit this activity as there is another user currently editing it.';
export const DELETE_QUESTION = 'Are you sure you want to delete this Activity?';
export const DELETE_WARNING = 'This is a permanent operation that cannot be undone.';
export const OBJECTIVE_CREATE_FAILED = 'A problem occurred while creating your new objective';

export function bulkAddedMessage(count: number): string {
  return `${count} questions were added successfully`;
}

export function deletedMessage(title: string): string {
  return `Deleted '${title}'`;
}

export function copyTitle(title: string): string {
  return `Copy of ${title}`;
}
