import type { Locator, Page } from 'playwright-core';

/**
 * Picks an option of a Mantine select with the keyboard alone: focus, type to filter (or ArrowDown
 * to open), move to the option, Enter. It presses Enter only while the wanted option is the active
 * one, and checks the input's value afterwards: on a loaded machine a keystroke can re-render the
 * list and drop the active option between reading it and pressing Enter, which once left a form
 * submitted without its category.
 */
export async function chooseByKeyboard(
  page: Page,
  input: Locator,
  option: string,
  typed?: string,
): Promise<void> {
  await input.focus();
  if (typed === undefined) await page.keyboard.press('ArrowDown');
  else {
    await page.keyboard.type(typed);
    // Every keystroke has rendered before the list is read.
    for (let i = 0; i < 50 && (await input.inputValue()) !== typed; i++) await page.waitForTimeout(20);
  }
  const wanted = page.getByRole('option', { name: option, exact: true });
  await wanted.waitFor();
  for (let i = 0; i < 40 && (await input.inputValue()) !== option; i++) {
    if (!(await wanted.isVisible())) {
      await page.keyboard.press('ArrowDown');
      continue;
    }
    const active = await page
      .locator('[role="option"][data-combobox-selected]')
      .first()
      .textContent({ timeout: 200 })
      .catch(() => null);
    await page.keyboard.press(active === option ? 'Enter' : 'ArrowDown');
  }
  const value = await input.inputValue();
  if (value !== option) throw new Error(`the select shows "${value}", not the option "${option}"`);
}
