import { Profiler, useEffect, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { mocks, seedSessionToken } from '../../api/mocks';
import { ApplicationDetailsSection } from './sections/ApplicationDetailsSection';
import { DetailsActionBar } from './actions/DetailsActionBar';
import { DetailsConsent } from './consent-panel/DetailsConsent';
import { useFormDraft } from '../drafts';
import { ConsentFormErrorSummary, SectionStack } from './sections/ConsentFormSections';
import { ConsentFormProvider } from './form/form-context';
import { OwnerDetailsSection } from './sections/OwnerDetailsSection';
import { useDetailsController } from './controller/use-details-controller';
import { NEW_FORM } from '../../lib/open-application';

/** Commits per part of the screen, and the layout's own renders. */
const renders = new Map<string, number>();
const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
const counted = (id: string, children: ReactNode) => (
  <Profiler id={id} onRender={() => count(id)}>
    {children}
  </Profiler>
);

/**
 * The details screen's layout as the page builds it (controller, form and draft at the top,
 * leaves below), with a React Profiler around each part: typing must re-render only the part that
 * shows the value. The page's leave guard is a leaf of its own (HoldWhileUnsaved).
 */
function DetailsLayout() {
  const controller = useDetailsController({
    open: NEW_FORM,
    adviser: { username: 'Thandi Nkosi', employeeNumber: '1004521' },
    onSaved: () => undefined,
  });
  useFormDraft(controller.form, { employeeNumber: '1004521', policyNumber: '', ready: true });
  // Runs after every commit of this component: its own renders.
  useEffect(() => {
    count('layout');
  });
  return (
    <ConsentFormProvider form={controller.form} rules={controller.rules}>
      <form
        aria-label="Consent form"
        noValidate
        onSubmit={(event) => void controller.submit(event)}
      >
        <SectionStack>
          {counted('summary', <ConsentFormErrorSummary />)}
          {counted('application', <ApplicationDetailsSection />)}
          {counted('owner', <OwnerDetailsSection />)}
          {counted('consent', <DetailsConsent {...controller} />)}
          {counted('actions', <DetailsActionBar {...controller} onBack={() => undefined} />)}
        </SectionStack>
      </form>
    </ConsentFormProvider>
  );
}

const meta = {
  title: 'Features/Consent form/Typing',
  component: DetailsLayout,
  beforeEach: () => seedSessionToken(),
  // The branch look-up stays unanswered: no answer lands in the middle of the counting.
  parameters: { msw: { handlers: { intermediary: mocks.intermediary.pending } } },
} satisfies Meta<typeof DetailsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing into First Name re-renders that field and what shows the first name (its section, with
 * Initial, and the consent table's Client cell), and the action bar when the form turns dirty or
 * clean (Save turns on and off): not the other section, nor the layout that holds the controller
 * and the form. The first key (the form turns dirty), clearing the field (clean again), and the
 * field's error coming and going once it has been visited all count.
 */
export const TypingFirstName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = canvas.getByRole('textbox', { name: 'First Name' });
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const before = new Map(renders);
    const grew = (id: string) => (renders.get(id) ?? 0) - (before.get(id) ?? 0);

    await userEvent.type(firstName, 'Thandiwe');
    await expect(within(canvas.getByRole('table')).getByText('Thandiwe')).toBeVisible();
    await expect(save).toBeEnabled();
    await userEvent.clear(firstName);
    await expect(save).toBeDisabled();
    // Visited: from now on its error comes and goes as the adviser types.
    await userEvent.tab();
    await expect(firstName).toHaveAccessibleDescription(/Enter the first name/);
    firstName.focus();
    await userEvent.type(firstName, 'Lindiwe');
    await expect(firstName).not.toHaveAccessibleDescription(/Enter the first name/);
    await userEvent.clear(firstName);
    await expect(firstName).toHaveAccessibleDescription(/Enter the first name/);

    await expect(grew('owner')).toBeGreaterThan(0);
    await expect(grew('consent')).toBeGreaterThan(0);
    await expect(grew('actions')).toBeGreaterThan(0);
    await expect({ layout: grew('layout'), application: grew('application') }).toEqual({
      layout: 0,
      application: 0,
    });
  },
};

/**
 * A press paints its busy state first (docs/decisions/0027-taps-and-keys-on-a-phone.md): Save is
 * pending in the press's own commit, before the form's checks have run; the checks then find the
 * form incomplete, the summary says so, and Save is no longer pending (it stays off, with why).
 */
export const SavePaintsFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Thandiwe');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    // The press's own commit is in (React's microtask); the checks wait for the next frame.
    await fireEvent.click(save);
    await expect(save).toHaveAttribute('data-pending', 'true');
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
    await canvas.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(save).not.toHaveAttribute('data-pending'));
  },
};
