import '@mantine/dropzone/styles.css'
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { useMutation } from '@tanstack/react-query'
import { refusalMessage } from '../../../lib/api-client'
import { readFileAsDataUrl } from '../../../lib/read-file'
import { formToast } from '../../../lib/toast'
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, thumbnailPath } from '../../../shared/image-data-url'
import { MAX_PRODUCT_IMAGES } from '../../../shared/product-schemas'
import { uploadProductImage } from '../api'
import { rejectionMessages } from '../dropzone-rejections'
import { appendImage, type ImageListUpdate, moveToFront, removeImage } from '../image-list'
import classes from './product-images.module.css'

/** Props of the product image manager. */
export interface ProductImagesProps {
  images: readonly string[]
  onChange: (update: ImageListUpdate) => void
  disabled?: boolean
}

/** Product images: a dropzone (image types only, one file at a time), then thumbnails to reorder and remove. */
export function ProductImages({ images, onChange, disabled = false }: ProductImagesProps) {
  const upload = useMutation({
    mutationFn: async (file: File) => uploadProductImage(await readFileAsDataUrl(file)),
    onSuccess: (answer) => {
      if (!answer.status || !answer.data) return formToast.error(answer.msg || 'Upload failed')
      onChange(appendImage(answer.data.ProductImagePath))
      formToast.success('Image uploaded successfully')
    },
    onError: (error) => formToast.error('Failed to upload image', refusalMessage(error)),
  })
  const full = images.length >= MAX_PRODUCT_IMAGES

  return (
    <Stack gap="sm">
      <Text component="h2" size="sm" fw={600}>
        Product Images
      </Text>
      {disabled ? null : (
        <Dropzone
          onDrop={(files) => files[0] && upload.mutate(files[0])}
          onReject={(rejections) => {
            for (const message of rejectionMessages(rejections)) formToast.error(message)
          }}
          accept={[...IMAGE_MIME_TYPES]}
          maxSize={MAX_IMAGE_BYTES}
          maxFiles={1}
          multiple={false}
          loading={upload.isPending}
          disabled={full}
          inputProps={{ 'aria-label': 'Upload product image' }}
          radius="md"
        >
          <Stack gap={4} align="center" py="lg" style={{ pointerEvents: 'none' }}>
            <Dropzone.Idle>
              <Text fw={600} c="indigo.8">
                {full
                  ? `A product can have at most ${MAX_PRODUCT_IMAGES} images`
                  : 'Drop an image here or click to choose one'}
              </Text>
            </Dropzone.Idle>
            <Dropzone.Accept>
              <Text fw={600}>Drop the image to upload it</Text>
            </Dropzone.Accept>
            <Dropzone.Reject>
              <Text fw={600} c="red.8">
                Only one JPEG, PNG or WebP image at a time
              </Text>
            </Dropzone.Reject>
            <Text size="sm" c="dimmed">
              JPEG, PNG or WebP, up to 5 MB, one at a time. The first image is the primary one.
            </Text>
          </Stack>
        </Dropzone>
      )}
      {images.length === 0 ? (
        <Text size="sm" c="dimmed">
          No images yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm">
          {images.map((path, index) => (
            <figure key={path} className={classes.figure} data-primary={index === 0 || undefined}>
              <img src={thumbnailPath(path)} alt="" className={classes.thumb} loading="lazy" />
              <figcaption>
                <Group gap={6} justify="space-between" wrap="nowrap">
                  <Text size="xs" fw={600}>
                    Image {index + 1}
                  </Text>
                  {index === 0 ? (
                    <Badge size="xs" variant="light" c="indigo.9">
                      Primary
                    </Badge>
                  ) : null}
                </Group>
              </figcaption>
              {disabled ? null : (
                <Stack gap={4}>
                  {index > 0 ? (
                    <Button size="compact-xs" variant="light" fullWidth onClick={() => onChange(moveToFront(index))}>
                      Make primary
                    </Button>
                  ) : null}
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    fullWidth
                    onClick={() => onChange(removeImage(index))}
                  >
                    Remove
                  </Button>
                </Stack>
              )}
            </figure>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}
