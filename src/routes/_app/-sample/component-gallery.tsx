import { Button, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { ImageUpload } from '../../../components/image-upload'
import { LabelledDropdown } from '../../../components/labelled-dropdown'
import { LabelledTextInput } from '../../../components/labelled-text-input'
import { LabelledTextarea } from '../../../components/labelled-textarea'
import { PageHeader } from '../../../components/page-header'
import { categoryChoices } from '../../../features/categories/category-choices'
import { categoryQueries } from '../../../features/categories/queries'
import { formToast } from '../../../lib/toast'
import { FilterDemo } from './filter-demo'
import { TableDemo } from './table-demo'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/** What a widget reported, shortened so a data URL fits on a line. */
const reported = (value: unknown) => {
  const text = JSON.stringify(value)
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} characters)` : text
}

function FieldsDemo() {
  const [name, setName] = useState('')
  const [notes, setNotes] = useState('')
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LabelledTextInput
        label="Supplier Name"
        placeholder="Type here"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <LabelledTextInput label="Contact Email" type="email" placeholder="name@company.com" required />
      <LabelledTextInput label="Locked Field (has an id)" id="sample-locked" value="A truthy id disables it" readOnly />
      <LabelledTextarea label="Notes" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
      <Text size="sm" c="dimmed">
        Typed: <Code>{reported(name)}</Code>
      </Text>
    </SimpleGrid>
  )
}

function DropdownDemo() {
  const categories = useQuery(categoryQueries.selectable())
  const [single, setSingle] = useState<string | null>(null)
  const [many, setMany] = useState<string[]>([])
  const units = [
    { id: 'uom', name: 'uom' },
    { id: 'pieces', name: 'pieces' },
    { id: 'boxes', name: 'boxes' },
  ]
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LabelledDropdown label="Always Loading" options={[]} loading value={null} onChange={() => undefined} />
      <LabelledDropdown
        label="Category"
        options={categoryChoices(categories.data?.data ?? [])}
        loading={categories.isPending}
        value={single}
        onChange={setSingle}
        clearable
      />
      <LabelledDropdown label="Units" options={units} multiple value={many} onChange={setMany} />
      <LabelledDropdown label="Disabled Choice" options={units} disabled value="pieces" onChange={() => undefined} />
      <Text size="sm" c="dimmed">
        Selected: <Code>{reported(single)}</Code> and <Code>{reported(many)}</Code>
      </Text>
    </SimpleGrid>
  )
}

function ImageDemo() {
  const [image, setImage] = useState<string | null>(null)
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Stack gap="xs">
        <ImageUpload label="Sample Image" value={image} onChange={setImage} />
        <Text size="sm" c="dimmed">
          Reported: <Code>{reported(image)}</Code>
        </Text>
      </Stack>
      <ImageUpload label="Disabled Image" value={null} onChange={() => undefined} disabled />
    </SimpleGrid>
  )
}

function ToastDemo() {
  const loading = () => {
    const id = formToast.loading('Saving the sample…')
    setTimeout(() => formToast.settle(id, 'success', 'Sample saved'), 1500)
  }
  return (
    <Group gap="sm">
      <Button variant="default" onClick={() => formToast.blank('A blank toast (4 s)')}>
        Blank toast
      </Button>
      <Button color="teal.9" onClick={() => formToast.success('Category created successfully!')}>
        Success toast
      </Button>
      <Button color="red.9" onClick={() => formToast.error('Failed to create category. Please try again.')}>
        Error toast
      </Button>
      <Button variant="light" onClick={loading}>
        Loading toast
      </Button>
      <Button
        variant="outline"
        onClick={() => formToast.custom('A custom toast with a title', { title: 'Heads up', color: 'grape' })}
      >
        Custom toast
      </Button>
    </Group>
  )
}

/** /sample: the shared building blocks with their real behaviour, in one place (beyond-the-spec.md). */
export function ComponentGallery() {
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title="Component gallery"
        description="The app's shared building blocks, working as they do on the screens."
      />
      <Section title="Labelled text input and text area">
        <FieldsDemo />
      </Section>
      <Section title="Labelled dropdown">
        <DropdownDemo />
      </Section>
      <Section title="Image upload">
        <ImageDemo />
      </Section>
      <Section title="Toasts">
        <ToastDemo />
      </Section>
      <Section title="Filter dropdowns and date range filter">
        <FilterDemo />
      </Section>
      <Section title="Data table and delete confirmation">
        <TableDemo />
      </Section>
    </Stack>
  )
}
