/**
 * Runs a dialog form's mutation and, once it succeeds, `onDone` (say so, close). A refusal is swallowed here: the
 * dialog's alert shows the mutation's translated reason, and the dialog stays open with what was typed.
 */
export async function submitDialogMutation(run: () => Promise<unknown>, onDone: () => void): Promise<void> {
  try {
    await run();
  } catch {
    return;
  }
  onDone();
}
