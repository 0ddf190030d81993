VARYING vec3 vNormal;
VARYING vec3 vToCamera;

// A soft rim: strongest where the shell turns away from the camera (the silhouette), nothing face-on.
void MAIN()
{
    float facing = abs(dot(normalize(vNormal), normalize(vToCamera)));
    float rim = pow(1.0 - facing, glowPower) * glowStrength;
    FRAGCOLOR = vec4(glowColor.rgb * rim, rim);
}
