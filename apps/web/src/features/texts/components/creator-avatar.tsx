import Avatar from '@mui/material/Avatar';

type Props = { creatorId: number; name: string };

/**
 * The creator's profile picture; MUI's Avatar shows the initial instead when the picture fails to
 * load (no picture uploaded answers 404).
 */
export function CreatorAvatar({ creatorId, name }: Props) {
  return (
    <Avatar
      src={`/api/reeprise/users/${creatorId}/profile_pic/`}
      alt=""
      sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'secondary.main' }}
      slotProps={{ img: { loading: 'lazy' } }}
    >
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
