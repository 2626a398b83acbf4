import { Profiler, useEffect, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mocks, seedSessionToken } from '../../api/mocks';
import { ApplicationDetailsSection } from './ApplicationDetailsSection';
import { SectionStack } from './ConsentFormSections';
import { DetailsActionBar } from './DetailsActionBar';
import { DetailsConsent } from './DetailsConsent';
import { ConsentFormProvider } from './form-context';
import { OwnerDetailsSection } from './OwnerDetailsSection';
import { useDetailsController } from './useDetailsController';

/** Commits per part of the screen, and the layout's own renders. */
const renders = new Map<string, number>();
const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
const counted = (id: string, children: ReactNode) => (
  <Profiler id={id} onRender={() => count(id)}>
    {children}
  </Profiler>
);

/**
 * The details screen's layout as the page builds it (controller at the top, leaves below), with
 * a React Profiler around each part: typing must re-render only the part that shows the value.
 */
function DetailsLayout() {
  const controller = useDetailsController({
    initialMode: { isNew: true, policyNumber: '' },
    adviser: { username: 'Naledi Khumalo', employeeNumber: '8004512' },
    onSaved: () => undefined,
  });
  // Runs after every commit of this component: its own renders.
  useEffect(() => {
    count('layout');
  });
  return (
    <ConsentFormProvider form={controller.form} rules={controller.rules}>
      <form aria-label="Consent form" noValidate>
        <SectionStack>
          {counted('application', <ApplicationDetailsSection />)}
          {counted('owner', <OwnerDetailsSection />)}
          {counted('consent', <DetailsConsent controller={controller} />)}
          {counted(
            'actions',
            <DetailsActionBar controller={controller} onBack={() => undefined} />,
          )}
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
 * Initial, and the consent table's Client cell): not the other section, the action bar or the
 * layout that holds the controller.
 */
export const TypingFirstName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = canvas.getByRole('textbox', { name: 'First Name' });
    // The first key makes the form dirty: Save turns on, once. The keys after it are counted.
    await userEvent.type(firstName, 'T');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    const before = new Map(renders);
    await userEvent.type(firstName, 'handiwe');
    await expect(within(canvas.getByRole('table')).getByText('Thandiwe')).toBeVisible();
    const grew = (id: string) => (renders.get(id) ?? 0) - (before.get(id) ?? 0);
    await expect(grew('owner')).toBeGreaterThan(0);
    await expect(grew('consent')).toBeGreaterThan(0);
    await expect({
      layout: grew('layout'),
      application: grew('application'),
      actions: grew('actions'),
    }).toEqual({ layout: 0, application: 0, actions: 0 });
  },
};
