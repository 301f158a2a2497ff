import { ProfileSchema, paths, type Profile, type Whoami } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';

export const UPLOAD_PROFILE_PIC_ERROR = 'could not profile';

/** The picture of a user as every page shows it (an image; 404 while they have none). */
export const profilePicUrl = (userId: number) => paths.profiles.userPicture(userId);

export function uploadProfilePic(pic: File): Promise<Profile> {
  const form = new FormData();
  form.append('pic', pic);
  return api.put(paths.profiles.picture(), form, {
    schema: ProfileSchema,
    errorMessage: UPLOAD_PROFILE_PIC_ERROR,
  });
}

// the auth feature's whoami key (features do not import each other): its `pic` says there is a picture now
const WHOAMI_KEY = ['whoami'];

/** Answers `{pic}`: the new picture's URL, versioned so browsers do not show the old one. */
export function useUploadProfilePic() {
  const queryClient = useQueryClient();
  return useMutation<Profile, ApiError, File>({
    mutationFn: uploadProfilePic,
    onSuccess: ({ pic }) => {
      if (pic) queryClient.setQueryData<Whoami>(WHOAMI_KEY, (whoami) => whoami && { ...whoami, pic });
    },
  });
}
