// A page that uses every primitive once: `npm run bench` builds it to measure what the component
// library costs a page (gzip), apart from the data layer and the app.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import {
  AppFooter,
  AppHeader,
  Button,
  ConfirmProvider,
  DataTable,
  DatePicker,
  ErrorSummary,
  LoaderOverlay,
  Modal,
  Select,
  TextField,
  ThemeProvider,
  ToastRegion,
  toast,
  useConfirm,
} from '../../src/components';

function Page() {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<CalendarDate | null>(null);
  const confirm = useConfirm();
  return (
    <>
      <AppHeader greetingName="Thandi" />
      <main>
        <ErrorSummary errors={[{ fieldId: 'name', message: 'Enter the first name' }]} />
        <TextField id="name" label="First Name" />
        <Select label="Payment Method" options={['Debit Order', 'Stop Order']} />
        <DatePicker label="Start Date" value={date} onChange={setDate} />
        <Button onPress={() => toast.success('Form saved successfully')}>Save</Button>
        <Button onPress={() => void confirm({ title: 'Attention', message: 'Sure?' })}>Ask</Button>
        <Button onPress={() => setOpen(true)}>Back</Button>
        <Modal isOpen={open} onOpenChange={setOpen} title="Leave?">
          Any unsaved changes will be lost
        </Modal>
        <DataTable
          aria-label="Rows"
          columns={[{ id: 'name', name: 'Name', isRowHeader: true }]}
          rows={[{ id: 1, name: 'One' }]}
        />
        <LoaderOverlay isActive={false} />
      </main>
      <AppFooter />
      <ToastRegion />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <I18nProvider locale="en-IN">
      <ConfirmProvider>
        <Page />
      </ConfirmProvider>
    </I18nProvider>
  </ThemeProvider>,
);
