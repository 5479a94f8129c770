/** Resolves in a new task, letting the browser paint and handle input before the work that follows. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
