import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import type { ComponentPropsWithRef } from 'react'

function AnchorElement(props: AnchorProps & ComponentPropsWithRef<'a'>) {
  return <Anchor {...props} />
}

function ButtonElement(props: ButtonProps & ComponentPropsWithRef<'a'>) {
  return <Button component="a" {...props} />
}

/** A Mantine Anchor that is a type-checked router link (to, params, search). */
export const AnchorLink = createLink(AnchorElement)

/** A Mantine Button that is a type-checked router link (to, params, search). */
export const ButtonLink = createLink(ButtonElement)
