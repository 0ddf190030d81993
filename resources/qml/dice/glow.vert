VARYING vec3 vNormal;
VARYING vec3 vToCamera;

void MAIN()
{
    vec4 world = MODEL_MATRIX * vec4(VERTEX, 1.0);
    vNormal = normalize(NORMAL_MATRIX * NORMAL);
    vToCamera = CAMERA_POSITION - world.xyz;
    POSITION = MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
}
